/**
 * The pages served by one route for several paths: the path picks the content.
 * Import these only from loaders, so the copy of all four pages never ships in one JS chunk.
 */
import type { TRAINING_PATHS } from "~/lib/site-paths";
import { devAutomation } from "./dev-automation";
import { devChatbots } from "./dev-chatbots";
import { devGenai } from "./dev-genai";
import { devIdp } from "./dev-idp";
import { trainingCertifications } from "./training-certifications";
import { trainingMlops } from "./training-mlops";
import { trainingPromptEngineering } from "./training-prompt-engineering";
import { trainingTooling } from "./training-tooling";
import type { DevServiceContent, TrainingContent } from "./types";

export const DEV_SERVICE_PATHS = [
  "/services/dev/chatbots",
  "/services/dev/automation",
  "/services/dev/idp",
  "/services/dev/genai",
] as const;

export type DevServicePath = (typeof DEV_SERVICE_PATHS)[number];
export type TrainingPath = (typeof TRAINING_PATHS)[number];

export const DEV_SERVICE_PAGES: Record<DevServicePath, DevServiceContent> = {
  "/services/dev/chatbots": devChatbots,
  "/services/dev/automation": devAutomation,
  "/services/dev/idp": devIdp,
  "/services/dev/genai": devGenai,
};

export const TRAINING_PAGES: Record<TrainingPath, TrainingContent> = {
  "/services/training/certifications": trainingCertifications,
  "/services/training/tooling": trainingTooling,
  "/services/training/prompt-engineering": trainingPromptEngineering,
  "/services/training/mlops": trainingMlops,
};

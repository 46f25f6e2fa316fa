// The outbox's name for what a sequence row depends on (docs/decisions/055): "sequence:<id>:<step>",
// step 0 being the consent's confirmation e-mail. server/outbox/depends-on.ts reads it.

export const SEQUENCE_DEPENDENCY = /^sequence:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):([0-5])$/;

export const sequenceDependency = (sequenceId: string, step: number) => `sequence:${sequenceId}:${step}`;

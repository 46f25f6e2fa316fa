import { isRouteErrorResponse } from "react-router";

export interface AdminProblem {
  status: number;
  title: string;
  text: string;
  /** Worth trying again: the failure was the server's, not the request's. */
  retry: boolean;
}

/**
 * What an admin screen says when its loader or action failed. The copy is ours, not the server's text:
 * a role that may not use a section, a page or item that does not exist, a database or service that is
 * down for a moment, and anything else.
 */
export function adminProblem(error: unknown): AdminProblem {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 401 || status === 403)
    return {
      status,
      title: "Not available for your role",
      text: "Your role cannot use this part of the admin area. Choose one of your sections in the menu, or ask an admin to change your role.",
      retry: false,
    };
  if (status === 404)
    return {
      status,
      title: "Not found",
      text: "This admin page does not exist, or the item it showed was deleted. Choose a section in the menu to carry on.",
      retry: false,
    };
  if (status === 503)
    return {
      status,
      title: "Temporarily unavailable",
      text: "The admin area cannot reach its database or services right now. Nothing you saved is lost; try again in a moment.",
      retry: true,
    };
  if (status >= 400 && status < 500)
    return {
      status,
      title: "This request could not be handled",
      text: "The link or form sent something this screen cannot use. Go back and try again, or choose a section in the menu.",
      retry: false,
    };
  return {
    status,
    title: "Something went wrong",
    text: "This screen could not be shown. Try again; if it keeps failing, tell whoever runs the site so they can check the server log.",
    retry: true,
  };
}

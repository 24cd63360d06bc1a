import "server-only";
import { issueChallenge } from "./captcha";
import { getLogger } from "./log";

const headers = { "Cache-Control": "no-store" };

/** `GET /mailservice/challenge`: a signed ALTCHA challenge; 404 when reCAPTCHA is configured. */
export async function handleChallengeRequest(): Promise<Response> {
  try {
    const challenge = await issueChallenge();
    if (!challenge) {
      return Response.json(
        { error: "ALTCHA is not the configured captcha." },
        { status: 404, headers },
      );
    }
    return Response.json(challenge, { headers });
  } catch (error) {
    getLogger().error({ event: "challenge.error", err: error });
    return Response.json(
      { error: "Temporarily unavailable, please try again." },
      { status: 503, headers },
    );
  }
}

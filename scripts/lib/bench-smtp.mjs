// A local mail server for the bench server's outbox, run as a child process (fork) so receiving
// thousands of e-mails never slows the bench's own load generator. Loopback only, no TLS, no AUTH.
// Tells its parent its port, then answers "count" with the number of messages accepted.
import { SMTPServer } from "smtp-server";

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, done) {
    stream.on("end", () => {
      received++;
      done();
    });
    stream.resume();
  },
});
// A client cut off mid-session (the server stopped) is no failure of the receiver.
smtp.on("error", () => {});
smtp.listen(0, "127.0.0.1", () => process.send?.({ port: smtp.server.address().port }));
process.on("message", (m) => {
  if (m === "count") process.send?.({ received });
});
process.on("disconnect", () => process.exit(0));

// The async boundary: shared modules (React, the bus) are negotiated before the app's code
// runs. Only the standalone dev host starts here; the shell loads `./App` through the remote entry.
import('./app/bootstrap')

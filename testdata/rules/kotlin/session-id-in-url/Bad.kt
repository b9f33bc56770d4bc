package example

import javax.servlet.ServletContext
import javax.servlet.SessionTrackingMode

class Init {
    fun onStartup(ctx: ServletContext) {
        ctx.setSessionTrackingModes(setOf(SessionTrackingMode.COOKIE, SessionTrackingMode.URL)) // want "kotlin/session-id-in-url"
    }
}

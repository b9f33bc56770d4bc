package example

import javax.servlet.ServletContext
import javax.servlet.SessionTrackingMode

class Init {
    fun onStartup(ctx: ServletContext, base: java.net.URI) {
        ctx.setSessionTrackingModes(setOf(SessionTrackingMode.COOKIE))
        val url = base.toURL()
    }
}

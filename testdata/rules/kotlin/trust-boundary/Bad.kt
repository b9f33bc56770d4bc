package example

import javax.servlet.http.HttpServletRequest

class LoginStep {
    fun remember(request: HttpServletRequest) {
        val role = request.getParameter("role")
        request.session.setAttribute("role", role) // want "kotlin/trust-boundary"
    }

    fun rememberHeader(request: HttpServletRequest) {
        val session = request.getSession(true)
        session.setAttribute("tenant", request.getHeader("X-Tenant")) // want "kotlin/trust-boundary"
    }
}

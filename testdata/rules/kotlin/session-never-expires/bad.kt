import javax.servlet.http.HttpServletRequest

fun login(request: HttpServletRequest) {
    request.session.maxInactiveInterval = -1 // want "kotlin/session-never-expires"
    request.getSession(true).setMaxInactiveInterval(0) // want "kotlin/session-never-expires"
}

package example

import javax.servlet.http.HttpServletRequest

class LoginStep(private val users: UserService) {
    // the server's own value
    fun remember(request: HttpServletRequest) {
        val user = users.current()
        request.session.setAttribute("userId", user.id)
    }

    // a number parsed from the request
    fun page(request: HttpServletRequest) {
        val page = request.getParameter("page").toInt()
        request.session.setAttribute("page", page)
    }

    // a request attribute, not the session
    fun attr(request: HttpServletRequest) {
        request.setAttribute("q", request.getParameter("q"))
    }
}

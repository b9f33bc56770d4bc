package example

import javax.servlet.http.HttpServletRequest
import javax.servlet.http.HttpServletResponse

class Download {
    fun serve(request: HttpServletRequest, response: HttpServletResponse) {
        val name = request.getParameter("name")
        response.setHeader("Content-Disposition", "attachment; filename=" + name) // want "kotlin/header-injection"
        response.addHeader("X-Trace", request.getHeader("X-Trace-Id")) // want "kotlin/header-injection"
    }
}

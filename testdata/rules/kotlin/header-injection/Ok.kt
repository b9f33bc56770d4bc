package example

import javax.servlet.http.HttpServletRequest
import javax.servlet.http.HttpServletResponse
import java.net.URLEncoder

class Download {
    fun serve(request: HttpServletRequest, response: HttpServletResponse) {
        // encoded: no line break survives
        val name = URLEncoder.encode(request.getParameter("name"), "UTF-8")
        response.setHeader("Content-Disposition", "attachment; filename=" + name)
        // constant values
        response.setHeader("Cache-Control", "no-store")
        // a redirect is the open-redirect rules' concern
        response.setHeader("Location", request.getParameter("next"))
    }
}

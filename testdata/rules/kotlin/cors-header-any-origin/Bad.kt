package example

import javax.servlet.FilterChain
import javax.servlet.http.HttpFilter
import javax.servlet.http.HttpServletRequest
import javax.servlet.http.HttpServletResponse

class CorsFilter : HttpFilter() {
    override fun doFilter(request: HttpServletRequest, response: HttpServletResponse, chain: FilterChain) {
        response.setHeader("Access-Control-Allow-Origin", "*") // want "kotlin/cors-header-any-origin"
        response.addHeader("access-control-allow-origin", "*") // want "kotlin/cors-header-any-origin"
        chain.doFilter(request, response)
    }
}

package example

import javax.servlet.http.HttpServletRequest
import javax.xml.xpath.XPathConstants
import javax.xml.xpath.XPathFactory
import org.w3c.dom.Document

class Accounts(private val doc: Document) {
    fun login(request: HttpServletRequest): Boolean {
        val user = request.getParameter("user")
        val xpath = XPathFactory.newInstance().newXPath()
        val expr = "/accounts/account[@name='" + user + "']"
        return xpath.evaluate(expr, doc, XPathConstants.BOOLEAN) as Boolean // want "kotlin/xpath-injection"
    }

    fun find(request: HttpServletRequest): String {
        val xPath = XPathFactory.newInstance().newXPath()
        return xPath.compile("//user[id='${request.getParameter("id")}']/name").evaluate(doc) // want "kotlin/xpath-injection"
    }
}

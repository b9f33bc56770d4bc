package example

import javax.servlet.http.HttpServletRequest
import javax.xml.namespace.QName
import javax.xml.xpath.XPathConstants
import javax.xml.xpath.XPathFactory
import org.w3c.dom.Document

class Accounts(private val doc: Document) {
    // the value is bound as an XPath variable
    fun login(request: HttpServletRequest): Boolean {
        val user = request.getParameter("user")
        val xpath = XPathFactory.newInstance().newXPath()
        xpath.setXPathVariableResolver { name: QName -> if (name.localPart == "name") user else null }
        return xpath.evaluate("/accounts/account[@name=\$name]", doc, XPathConstants.BOOLEAN) as Boolean
    }

    // a constant expression
    fun count(): String = XPathFactory.newInstance().newXPath().evaluate("count(/accounts/account)", doc)

    // a script engine's evaluate is another rule's concern
    fun other(request: HttpServletRequest, engine: javax.script.ScriptEngine) = engine.eval("1 + 1")
}

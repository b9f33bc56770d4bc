package example;

import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.owasp.esapi.ESAPI;

public class SafeDirectory extends HttpServlet {
    private DirContext ctx;

    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String user = request.getParameter("user");
        ctx.search("ou=users", "(&(objectclass=person)(uid={0}))", new Object[] {user}, new SearchControls());
        String safe = ESAPI.encoder().encodeForLDAP(user);
        ctx.search("ou=users", "(uid=" + safe + ")", new SearchControls());
    }

    Object byMail(String mail) throws Exception {
        return ctx.search("ou=users", "(mail=" + ESAPI.encoder().encodeForLDAP(mail) + ")", new SearchControls());
    }
}

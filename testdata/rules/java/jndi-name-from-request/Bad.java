import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.rowset.JdbcRowSet;
import javax.sql.rowset.RowSetProvider;
import org.springframework.jndi.JndiTemplate;

public class AdminServlet extends HttpServlet {
  protected void doGet(HttpServletRequest request, HttpServletResponse response) {
    try {
      JdbcRowSet rs = RowSetProvider.newFactory().createJdbcRowSet();
      rs.setDataSourceName(request.getParameter("ds")); // want "java/jndi-name-from-request"
      rs.setCommand("select 1");
      rs.execute();

      String target = request.getParameter("jmx");
      JMXConnectorFactory.connect(new JMXServiceURL(target)); // want "java/jndi-name-from-request"

      Object o = new JndiTemplate().lookup(request.getParameter("name")); // want "java/jndi-name-from-request"
    } catch (Exception e) {
      response.setStatus(500);
    }
  }
}

import java.util.Map;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.rowset.JdbcRowSet;
import javax.sql.rowset.RowSetProvider;
import org.springframework.jndi.JndiTemplate;

public class AdminServlet extends HttpServlet {
  private static final Map<String, String> SOURCES = Map.of("main", "java:comp/env/jdbc/main", "audit", "java:comp/env/jdbc/audit");

  protected void doGet(HttpServletRequest request, HttpServletResponse response) {
    try {
      JdbcRowSet rs = RowSetProvider.newFactory().createJdbcRowSet();
      rs.setDataSourceName(SOURCES.getOrDefault(request.getParameter("ds"), "java:comp/env/jdbc/main"));
      rs.setCommand("select 1");
      rs.execute();

      JMXConnectorFactory.connect(new JMXServiceURL("service:jmx:rmi:///jndi/rmi://localhost:9999/jmxrmi"));

      Object o = new JndiTemplate().lookup("java:comp/env/jdbc/main");
    } catch (Exception e) {
      response.setStatus(500);
    }
  }
}

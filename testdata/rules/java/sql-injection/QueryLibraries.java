package example;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyRequestEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyResponseEvent;
import com.datastax.oss.driver.api.core.CqlSession;
import javax.jdo.PersistenceManager;
import javax.jdo.Query;
import javax.servlet.http.HttpServletRequest;
import org.hibernate.criterion.Restrictions;
import org.jdbi.v3.core.Handle;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.springframework.jdbc.core.simple.JdbcClient;

public class QueryLibraries {
    private PersistenceManager pm;
    private DSLContext dsl;
    private JdbcClient jdbcClient;
    private Handle handle;
    private CqlSession cql;

    void jdo(HttpServletRequest request) {
        String name = request.getParameter("name");
        pm.newQuery("SELECT FROM User WHERE name == '" + name + "'"); // want "java/sql-injection"
        Query q = pm.newQuery(User.class);
        q.setFilter("name == '" + name + "'"); // want "java/sql-injection"
        q.setOrdering(request.getParameter("sort")); // want "java/sql-injection"
    }

    void others(HttpServletRequest request) {
        String id = request.getParameter("id");
        Restrictions.sqlRestriction("id = " + id); // want "java/sql-injection"
        dsl.fetch("SELECT * FROM users WHERE id = " + id); // want "java/sql-injection"
        dsl.selectFrom(DSL.table("users")).where(DSL.condition("id = " + id)); // want "java/sql-injection"
        jdbcClient.sql("DELETE FROM users WHERE id = " + id).update(); // want "java/sql-injection"
        handle.execute("DELETE FROM users WHERE id = " + id); // want "java/sql-injection"
        cql.execute("SELECT * FROM users WHERE id = " + id); // want "java/sql-injection"
    }
}

class Lookup implements RequestHandler<APIGatewayProxyRequestEvent, APIGatewayProxyResponseEvent> {
    private java.sql.Connection conn;

    public APIGatewayProxyResponseEvent handleRequest(APIGatewayProxyRequestEvent event, Context context) {
        String id = event.getQueryStringParameters().get("id");
        try {
            conn.createStatement().executeQuery("SELECT * FROM users WHERE id = '" + id + "'"); // want "java/sql-injection: SQL injection"
        } catch (java.sql.SQLException e) {
            throw new RuntimeException(e);
        }
        return new APIGatewayProxyResponseEvent().withStatusCode(200);
    }
}

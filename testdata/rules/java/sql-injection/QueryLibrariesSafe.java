package example;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyRequestEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyResponseEvent;
import com.datastax.oss.driver.api.core.CqlSession;
import javax.jdo.PersistenceManager;
import javax.jdo.Query;
import javax.servlet.http.HttpServletRequest;
import org.jdbi.v3.core.Handle;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.springframework.jdbc.core.simple.JdbcClient;

public class QueryLibrariesSafe {
    private PersistenceManager pm;
    private DSLContext dsl;
    private JdbcClient jdbcClient;
    private Handle handle;
    private CqlSession cql;

    void bound(HttpServletRequest request) {
        String name = request.getParameter("name");
        Query q = pm.newQuery(User.class, "name == :name");
        q.execute(name);
        dsl.fetch("SELECT * FROM users WHERE name = ?", name);
        dsl.selectFrom(DSL.table("users")).where(DSL.field("name").eq(name));
        jdbcClient.sql("DELETE FROM users WHERE name = ?").param(name).update();
        handle.execute("DELETE FROM users WHERE name = ?", name);
        cql.execute(cql.prepare("SELECT * FROM users WHERE name = ?").bind(name));
    }
}

class LookupSafe implements RequestHandler<APIGatewayProxyRequestEvent, APIGatewayProxyResponseEvent> {
    private java.sql.Connection conn;

    public APIGatewayProxyResponseEvent handleRequest(APIGatewayProxyRequestEvent event, Context context) {
        String id = event.getQueryStringParameters().get("id");
        try {
            java.sql.PreparedStatement ps = conn.prepareStatement("SELECT * FROM users WHERE id = ?");
            ps.setString(1, id);
            ps.executeQuery();
        } catch (java.sql.SQLException e) {
            throw new RuntimeException(e);
        }
        return new APIGatewayProxyResponseEvent().withStatusCode(200);
    }
}

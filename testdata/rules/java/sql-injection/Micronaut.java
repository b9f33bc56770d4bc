package example;

import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import java.sql.Connection;
import java.sql.ResultSet;
import org.jboss.resteasy.reactive.RestQuery;

@Controller("/users")
public class Micronaut {
    private Connection conn;

    @Get("/find")
    public String find(@QueryValue String name) throws Exception {
        ResultSet rs = conn.createStatement().executeQuery("SELECT * FROM users WHERE name = '" + name + "'"); // want "java/sql-injection: SQL injection: request data"
        return rs.getString(1);
    }

    public String quarkus(@RestQuery String email) throws Exception {
        ResultSet rs = conn.createStatement().executeQuery("SELECT * FROM users WHERE email = '" + email + "'"); // want "java/sql-injection: SQL injection: request data"
        return rs.getString(1);
    }
}

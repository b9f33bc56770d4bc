package example;

import java.sql.Types;
import javax.sql.DataSource;
import org.springframework.jdbc.core.SqlParameter;
import org.springframework.jdbc.object.SqlFunction;
import org.springframework.jdbc.object.SqlUpdate;

// The documented form: constant text with ? placeholders, parameters
// declared on the object and bound when it runs.
public class ActorOperationsSafe {
    private final DataSource dataSource;

    public ActorOperationsSafe(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public int rename(String first, long id) {
        SqlUpdate update = new SqlUpdate(dataSource, "update t_actor set first_name = ? where id = ?");
        update.declareParameter(new SqlParameter("first_name", Types.VARCHAR));
        update.declareParameter(new SqlParameter("id", Types.NUMERIC));
        update.compile();
        return update.update(first, id);
    }

    public int count() {
        SqlFunction<Integer> f = new SqlFunction<>(dataSource, "select count(*) from t_actor");
        f.compile();
        return f.run();
    }
}

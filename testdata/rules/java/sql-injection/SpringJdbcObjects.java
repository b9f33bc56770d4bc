package example;

import javax.sql.DataSource;
import org.springframework.jdbc.object.BatchSqlUpdate;
import org.springframework.jdbc.object.SqlFunction;
import org.springframework.jdbc.object.SqlUpdate;

// Spring's JDBC operation objects run the SQL text they are built with
// (or given by setSql): text built from a caller's value is the same
// mistake as jdbcTemplate.update("... '" + name + "'").
public class ActorOperations {
    private final DataSource dataSource;

    public ActorOperations(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public int rename(String first, long id) {
        SqlUpdate update = new SqlUpdate(dataSource, "update t_actor set first_name = '" + first + "' where id = " + id); // want "java/sql-injection: SQL built by concatenation"
        return update.update();
    }

    public BatchSqlUpdate deleter(String last) {
        BatchSqlUpdate batch = new BatchSqlUpdate();
        batch.setDataSource(dataSource);
        batch.setSql("delete from t_actor where last_name = '" + last + "'"); // want "java/sql-injection: SQL built by concatenation"
        return batch;
    }

    public SqlFunction<Integer> counter(String table) {
        return new SqlFunction<>(dataSource, String.format("select count(*) from %s", table)); // want "java/sql-injection: SQL built by concatenation"
    }
}

package example;

import android.app.Activity;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;

public class SearchActivity extends Activity {
    private SQLiteDatabase db;

    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        String q = getIntent().getStringExtra("query");
        db.rawQuery("SELECT * FROM notes WHERE title = '" + q + "'", null); // want "java/sql-injection"
        String id = getIntent().getData().getQueryParameter("id");
        db.execSQL("DELETE FROM notes WHERE id = " + id); // want "java/sql-injection"
    }
}

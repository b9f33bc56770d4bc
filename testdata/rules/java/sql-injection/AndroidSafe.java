package example;

import android.app.Activity;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;

public class SearchActivitySafe extends Activity {
    private SQLiteDatabase db;

    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        String q = getIntent().getStringExtra("query");
        db.rawQuery("SELECT * FROM notes WHERE title = ?", new String[] {q});
        db.execSQL("DELETE FROM notes WHERE archived = 1");
    }
}

package example;

import android.app.Activity;
import android.content.ComponentName;
import android.content.Intent;
import android.os.Bundle;

public class ForwardActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        // an explicit Intent of this app's own, with a value from the extras
        String url = getIntent().getStringExtra("url");
        startActivity(new Intent(this, DetailActivity.class).putExtra("url", url));
    }

    // the nested Intent's target is checked against the app's own component first
    void forward() {
        Intent next = getIntent().getParcelableExtra("next");
        ComponentName target = next.resolveActivity(getPackageManager());
        if (target != null && target.getPackageName().equals(getPackageName()) && "example.Detail".equals(target.getClassName())) {
            startActivity(next);
        }
    }
}

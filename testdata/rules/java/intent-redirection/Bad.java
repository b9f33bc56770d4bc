package example;

import android.app.Activity;
import android.content.Intent;
import android.os.Bundle;

public class ForwardActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        Intent next = getIntent().getParcelableExtra("next_intent");
        startActivity(next); // want "java/intent-redirection: startActivity launches"
    }

    void forward() {
        startActivity((Intent) getIntent().getParcelableExtra("forward")); // want "java/intent-redirection"
    }
}

package example;

import android.content.Context;
import android.content.SharedPreferences;

public class Session {
    void save(Context context, String user, String password, String accessToken) {
        SharedPreferences prefs = context.getSharedPreferences("session", Context.MODE_PRIVATE);
        SharedPreferences.Editor editor = prefs.edit();
        editor.putString("username", user);
        editor.putString("password", password); // want "java/secret-in-shared-preferences"
        editor.apply();
        prefs.edit().putString("access_token", accessToken).apply(); // want "java/secret-in-shared-preferences"
    }
}

package example;

import android.content.Context;
import android.content.SharedPreferences;
import android.os.Bundle;
import androidx.security.crypto.EncryptedSharedPreferences;
import androidx.security.crypto.MasterKey;

public class Session {
    void save(Context context, String accessToken) throws Exception {
        MasterKey key = new MasterKey.Builder(context).setKeyScheme(MasterKey.KeyScheme.AES256_GCM).build();
        SharedPreferences prefs = EncryptedSharedPreferences.create(context, "session", key,
            EncryptedSharedPreferences.PrefKeyEncryptionScheme.AES256_SIV,
            EncryptedSharedPreferences.PrefValueEncryptionScheme.AES256_GCM);
        prefs.edit().putString("access_token", accessToken).apply();
    }
}

class Screen {
    // a Bundle handed to a fragment, not a preferences file; and a non-secret preference
    void open(Bundle args, SharedPreferences prefs, String theme, String password) {
        args.putString("password", password);
        prefs.edit().putString("theme", theme).apply();
    }
}

package example;

import android.util.Log;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class LoginClient {
    private static final String TAG = "LoginClient";
    private static final Logger log = LoggerFactory.getLogger(LoginClient.class);

    void login(String user, String password) {
        Log.d(TAG, "logging in " + user + " with " + password); // want "java/secret-logged"
        api.login(user, password);
    }

    void refreshed(String accessToken, String refreshToken) {
        log.debug("new tokens {} {}", accessToken, refreshToken); // want "java/secret-logged" "java/secret-logged"
        System.out.println("refresh token: " + refreshToken); // want "java/secret-logged"
    }
}

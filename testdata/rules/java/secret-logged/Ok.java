package example;

import android.util.Log;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class LoginClient {
    private static final String TAG = "LoginClient";
    private static final Logger log = LoggerFactory.getLogger(LoginClient.class);

    void login(String user, String password) {
        Log.d(TAG, "logging in " + user);
        log.debug("password given: {}", password != null);
        log.debug("password length {}", password.length());
        Log.w(TAG, "Invalid password for " + user);
        api.login(user, password);
    }

    void parse(String token) {
        // a lexer's token, not a credential
        log.trace("unexpected token " + token);
    }
}

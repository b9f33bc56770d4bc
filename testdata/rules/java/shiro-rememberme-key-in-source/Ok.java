import org.apache.shiro.codec.Base64;
import org.apache.shiro.web.mgt.CookieRememberMeManager;

class ShiroConfig {
    CookieRememberMeManager rememberMeManager(String configuredKey) {
        CookieRememberMeManager manager = new CookieRememberMeManager();
        manager.setCipherKey(Base64.decode(configuredKey));
        return manager;
    }
}

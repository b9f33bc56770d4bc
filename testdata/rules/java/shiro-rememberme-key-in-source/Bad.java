import org.apache.shiro.codec.Base64;
import org.apache.shiro.web.mgt.CookieRememberMeManager;

class ShiroConfig {
    CookieRememberMeManager rememberMeManager() {
        CookieRememberMeManager manager = new CookieRememberMeManager();
        manager.setCipherKey(Base64.decode("kPH+bIxk5D2deZiIxcaaaA==")); // want "java/shiro-rememberme-key-in-source"
        return manager;
    }
}

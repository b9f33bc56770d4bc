import com.jcraft.jsch.JSch;
import com.jcraft.jsch.Session;
import java.util.Properties;

class Ssh {
  void open() throws Exception {
    Session session = new JSch().getSession("deploy", "host", 22);
    session.setConfig("StrictHostKeyChecking", "no"); // want "java/ssh-host-key-not-checked"
    Properties config = new Properties();
    config.put("StrictHostKeyChecking", "no"); // want "java/ssh-host-key-not-checked"
  }
}

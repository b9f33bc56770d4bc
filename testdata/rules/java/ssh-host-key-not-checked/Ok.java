import com.jcraft.jsch.JSch;
import com.jcraft.jsch.Session;

class Ssh {
  void open() throws Exception {
    JSch jsch = new JSch();
    jsch.setKnownHosts("/home/deploy/.ssh/known_hosts");
    Session session = jsch.getSession("deploy", "host", 22);
    session.setConfig("StrictHostKeyChecking", "yes");
  }
}

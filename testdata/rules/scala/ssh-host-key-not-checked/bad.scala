import com.jcraft.jsch.JSch

object Ssh {
  val session = new JSch().getSession("deploy", "host", 22)
  session.setConfig("StrictHostKeyChecking", "no") // want "scala/ssh-host-key-not-checked"
}

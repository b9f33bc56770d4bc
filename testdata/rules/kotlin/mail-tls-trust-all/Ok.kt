package example

import java.util.Properties
import javax.mail.Session

fun mailSession(): Session {
    val props = Properties()
    props["mail.smtp.starttls.enable"] = "true"
    props["mail.smtp.ssl.trust"] = "smtp.example.com"
    props.setProperty("mail.imaps.ssl.checkserveridentity", "true")
    return Session.getInstance(props)
}

package example

import java.util.Properties
import javax.mail.Session

fun mailSession(): Session {
    val props = Properties()
    props["mail.smtp.starttls.enable"] = "true"
    props["mail.smtp.ssl.trust"] = "*" // want "kotlin/mail-tls-trust-all"
    props.setProperty("mail.imaps.ssl.checkserveridentity", "false") // want "kotlin/mail-tls-trust-all"
    return Session.getInstance(props)
}

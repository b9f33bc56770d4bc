resource "aws_sesv2_configuration_set" "mail" { # want "hcl/plain-http-allowed"
  configuration_set_name = "mail"
  delivery_options {
    tls_policy = "OPTIONAL"
  }
}

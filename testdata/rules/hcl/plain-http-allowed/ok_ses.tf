resource "aws_sesv2_configuration_set" "mail" {
  configuration_set_name = "mail"
  delivery_options {
    tls_policy = "REQUIRE"
  }
}

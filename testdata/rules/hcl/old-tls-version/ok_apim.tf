resource "azurerm_api_management" "apim" {
  name            = "apim"
  publisher_name  = "Acme"
  publisher_email = "api@example.com"
  sku_name        = "Developer_1"
  security {
    enable_frontend_tls10      = false
    triple_des_ciphers_enabled = false
  }
}

resource "azurerm_application_gateway" "gw" {
  name = "gw"
  ssl_policy {
    policy_type = "Predefined"
    policy_name = "AppGwSslPolicy20220101"
  }
}

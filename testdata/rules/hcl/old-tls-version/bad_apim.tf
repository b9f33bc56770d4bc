resource "azurerm_api_management" "apim" { # want "hcl/old-tls-version"
  name            = "apim"
  publisher_name  = "Acme"
  publisher_email = "api@example.com"
  sku_name        = "Developer_1"
  security {
    enable_frontend_tls10      = true
    triple_des_ciphers_enabled = true
  }
}

resource "azurerm_application_gateway" "gw" { # want "hcl/old-tls-version"
  name = "gw"
  ssl_policy {
    policy_type = "Predefined"
    policy_name = "AppGwSslPolicy20150501"
  }
}

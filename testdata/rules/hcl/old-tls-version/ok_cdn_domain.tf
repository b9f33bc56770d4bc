resource "azurerm_cdn_endpoint_custom_domain" "www" {
  name            = "www"
  cdn_endpoint_id = azurerm_cdn_endpoint.site.id
  host_name       = "www.example.com"

  cdn_managed_https {
    certificate_type = "Dedicated"
    protocol_type    = "ServerNameIndication"
    tls_version      = "TLS12"
  }
}

resource "azurerm_cdn_endpoint_custom_domain" "api" {
  name            = "api"
  cdn_endpoint_id = azurerm_cdn_endpoint.site.id
  host_name       = "api.example.com"

  user_managed_https {
    key_vault_secret_id = azurerm_key_vault_certificate.api.versionless_secret_id
  }
}

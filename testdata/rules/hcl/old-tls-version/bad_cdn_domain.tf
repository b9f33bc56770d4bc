resource "azurerm_cdn_endpoint_custom_domain" "www" { # want "hcl/old-tls-version"
  name            = "www"
  cdn_endpoint_id = azurerm_cdn_endpoint.site.id
  host_name       = "www.example.com"

  cdn_managed_https {
    certificate_type = "Dedicated"
    protocol_type    = "ServerNameIndication"
    tls_version      = "TLS10"
  }
}

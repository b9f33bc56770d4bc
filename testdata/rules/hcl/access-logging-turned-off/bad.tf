resource "aws_lb" "web" { # want "hcl/access-logging-turned-off: access_logs enabled = false"
  name               = "web"
  load_balancer_type = "application"
  access_logs {
    bucket  = aws_s3_bucket.logs.id
    enabled = false
  }
}

resource "aws_mq_broker" "events" { # want "hcl/access-logging-turned-off"
  broker_name        = "events"
  engine_type        = "ActiveMQ"
  engine_version     = "5.17.6"
  host_instance_type = "mq.t3.micro"
  logs {
    general = true
    audit   = false
  }
}

resource "azurerm_network_watcher_flow_log" "nsg" { # want "hcl/access-logging-turned-off"
  network_watcher_name      = azurerm_network_watcher.main.name
  resource_group_name       = azurerm_resource_group.main.name
  network_security_group_id = azurerm_network_security_group.web.id
  storage_account_id        = azurerm_storage_account.logs.id
  enabled                   = false
}

resource "google_container_cluster" "main" { # want "hcl/access-logging-turned-off"
  name               = "main"
  location           = "europe-west1"
  monitoring_service = "none"
}

resource "aws_ec2_client_vpn_endpoint" "vpn" { # want "hcl/access-logging-turned-off"
  server_certificate_arn = aws_acm_certificate.vpn.arn
  client_cidr_block      = "10.100.0.0/16"
  authentication_options {
    type                       = "certificate-authentication"
    root_certificate_chain_arn = aws_acm_certificate.root.arn
  }
  connection_log_options {
    enabled = false
  }
}

resource "aws_globalaccelerator_accelerator" "edge" { # want "hcl/access-logging-turned-off"
  name = "edge"
  attributes {
    flow_logs_enabled = false
  }
}

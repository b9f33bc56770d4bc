output "first_ip" {
  value = aws_instance.web[0].private_ip
}

output "all_ids" {
  value = aws_instance.web[*].id
}

output "names" {
  value = [for s in var.subnets : s.name]
}

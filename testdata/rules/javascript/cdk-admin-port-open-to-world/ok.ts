import * as ec2 from 'aws-cdk-lib/aws-ec2';

export function open(sg: ec2.SecurityGroup, bastion: ec2.SecurityGroup): void {
  sg.addIngressRule(ec2.Peer.anyIpv4(), ec2.Port.tcp(443), 'https');
  sg.addIngressRule(ec2.Peer.anyIpv4(), ec2.Port.tcp(80), 'http, redirected');
  sg.addIngressRule(ec2.Peer.ipv4('10.0.0.0/16'), ec2.Port.tcp(22));
  sg.addIngressRule(bastion, ec2.Port.tcp(5432));
}

const grpc = require('@grpc/grpc-js');

const client = new proto.Greeter(process.env.GREETER_ADDR, grpc.credentials.createInsecure()); // want "javascript/grpc-insecure-credentials"
server.bindAsync('0.0.0.0:50051', grpc.ServerCredentials.createInsecure(), () => server.start()); // want "javascript/grpc-insecure-credentials"

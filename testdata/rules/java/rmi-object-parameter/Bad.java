import java.rmi.Remote;
import java.rmi.RemoteException;

interface Registry extends Remote {
  void register(Object entry) throws RemoteException; // want "java/rmi-object-parameter"
  String lookup(String name) throws RemoteException;
}

interface Orders extends java.rmi.Remote {
  void place(Order order) throws RemoteException; // want "java/rmi-object-parameter"
  java.util.List<Order> find(java.util.Map<String, String> filter) throws RemoteException; // want "java/rmi-object-parameter"
}

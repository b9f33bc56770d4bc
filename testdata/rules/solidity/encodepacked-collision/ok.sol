pragma solidity 0.8.24;

contract Names {
    mapping(bytes32 => address) owners;

    function claim(string calldata first, string calldata last, uint256 n) external {
        owners[keccak256(abi.encode(first, last))] = msg.sender;
        owners[keccak256(abi.encodePacked(first, n, last))] = msg.sender;
        owners[keccak256(abi.encodePacked(msg.sender, n))] = msg.sender;
    }
}

contract Calls {
    function pack(bytes memory b, bytes memory e) public pure returns (bytes memory) {
        return abi.encodePacked(b.length, e.length, b, e);
    }
}

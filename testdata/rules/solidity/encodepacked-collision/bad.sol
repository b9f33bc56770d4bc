pragma solidity 0.8.24;

contract Names {
    mapping(bytes32 => address) owners;

    function claim(string calldata first, string calldata last) external {
        bytes32 key = keccak256(abi.encodePacked(first, last)); // want "solidity/encodepacked-collision"
        owners[key] = msg.sender;
    }

    function allow(address[] memory admins, address[] memory users) public pure returns (bytes32) {
        return keccak256(abi.encodePacked(admins, users)); // want "solidity/encodepacked-collision"
    }
}

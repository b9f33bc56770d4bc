pragma solidity 0.8.24;

contract Sale {
    uint256 end;

    function open() external view returns (bool) {
        return block.timestamp < end;
    }

    function day() external view returns (uint256) {
        return block.timestamp % 1 days;
    }

    function elapsedToday() external view returns (uint256) {
        uint256 nowTs = block.timestamp;
        uint256 size = 3;
        return nowTs % 1 days + size % 2;
    }

    function checkpoint() external view returns (uint256) {
        return block.number;
    }
}

contract History {
    function hashOf(uint256 n) external view returns (bytes32) {
        return blockhash(n);
    }
}

contract Orders {
    mapping(bytes32 => address) public makers;

    function place() external returns (bytes32 id) {
        id = keccak256(abi.encode(msg.sender, block.timestamp));
        makers[id] = msg.sender;
    }
}

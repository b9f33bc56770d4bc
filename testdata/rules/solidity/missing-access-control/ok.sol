pragma solidity 0.8.24;

contract Wallet is Initializable {
    address public owner;
    bool initialized;

    function initialize(address _owner) external initializer {
        owner = _owner;
    }

    function init(address _owner) public {
        require(!initialized, "already initialized");
        initialized = true;
        owner = _owner;
    }

    function _init(address _owner) internal {
        owner = _owner;
    }
}

contract Token {
    address public owner;
    mapping(address => uint256) balances;

    function transferOwnership(address next) public onlyOwner {
        owner = next;
    }

    function mint(address to, uint256 amount) external {
        if (msg.sender != owner) revert();
        balances[to] += amount;
    }

    function setPrice(uint256 p) external {
        _checkOwner();
        balances[address(0)] = p;
    }
}

contract Fees {
    uint256 public fee;
    address public owner;
    mapping(address => string) public names;

    function setFee(uint256 newFee) external {
        require(msg.sender == owner, "not owner");
        fee = newFee;
    }

    function setName(string calldata n) external {
        names[msg.sender] = n;
    }
}

contract Ownable2 {
    address public owner;

    function transferOwnership(address newOwner) public virtual {
        require(owner == tx.origin || isTrusted[newOwner], "not allowed");
        require(newOwner != address(0), "zero");
        owner = newOwner;
    }
}
